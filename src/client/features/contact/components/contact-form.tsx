import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { contactMessageBody, type ContactMessageBody } from '@shared/contracts/contact';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { TextField } from '@client/components/ui/text-field';
import { Textarea } from '@client/components/ui/textarea';
import { useSendContactMessageMutation } from '@client/data/contact/send-contact-message-mutation';

/** The Contact page's form: the message is stored for the people running this server. */
export function ContactForm({ name = '', email = '' }: { name?: string; email?: string }) {
  const send = useSendContactMessageMutation();
  const form = useForm<ContactMessageBody>({
    resolver: zodResolver(contactMessageBody),
    values: { name, email, message: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  if (send.isSuccess) {
    return (
      <div
        role="status"
        data-testid="contact-sent"
        className="flex max-w-2xl items-start gap-3 rounded-xl border bg-card p-6 text-card-foreground"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-2">
          <p className="font-semibold">Your message is saved.</p>
          <p className="text-sm text-muted-foreground">
            {send.data.emailed
              ? 'It was also e-mailed to the people running this Bridge Studio server. They reply to the address you gave.'
              : 'The people running this Bridge Studio server read it in their inbox and reply to the address you gave.'}
          </p>
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => {
              form.reset({ name, email, message: '' });
              send.reset();
            }}
          >
            Write another message
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      className="grid max-w-2xl gap-4 rounded-xl border bg-card p-6 text-card-foreground sm:grid-cols-2"
      onSubmit={form.handleSubmit((body) => send.mutate(body))}
    >
      <h2 id="contact-form-title" className="text-xl font-semibold sm:col-span-2">
        Send us a message
      </h2>
      <TextField
        id="contact-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          {...form.register('message')}
        />
        {errors.message ? (
          <p id="contact-message-error" className="text-sm text-destructive">
            {errors.message.message}
          </p>
        ) : null}
      </div>
      {send.isError ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          Your message was not sent: {send.error.message}
        </p>
      ) : null}
      <Button type="submit" className="w-fit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
