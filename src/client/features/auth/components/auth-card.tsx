import { useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'signin' | 'signup';

/** Sign In and Sign Up in one card; errors are toasts and the user stays here to try again. */
export function AuthCard() {
  const [tab, setTab] = useState<AuthTab>('signin');
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle>Your Bridge Studio account</CardTitle>
        <CardDescription>Sign in, or create a free account to start building.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="pt-4">
            <SignInForm />
          </TabsContent>
          <TabsContent value="signup" className="pt-4">
            <SignUpForm onConfirmationSent={() => setTab('signin')} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
