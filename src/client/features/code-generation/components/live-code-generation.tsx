import { useState, type FormEvent } from 'react';
import { LoaderCircle, Wand2 } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { demoExamples } from '@content/demo-examples';
import { useGenerateCodeMutation } from '@client/data/code-generation/generate-code-mutation';
import { CodeBlock } from './code-block';

const LANGUAGE_NAMES = { tsx: 'React (TSX)', typescript: 'TypeScript' } as const;

/** Three worked examples, then a prompt box that turns a description into real code. */
export function LiveCodeGeneration() {
  const [prompt, setPrompt] = useState('');
  const generate = useGenerateCodeMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (prompt.trim()) generate.mutate(prompt.trim());
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="examples-title" className="flex flex-col gap-4">
        <h3 id="examples-title" className="text-lg font-semibold">
          Examples
        </h3>
        <ul className="grid gap-4 xl:grid-cols-3">
          {demoExamples.map((example) => (
            <li
              key={example.id}
              className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
              data-testid="code-example"
            >
              <div className="flex items-center justify-between gap-2">
                <h4 className="font-semibold">{example.title}</h4>
                <Badge variant="outline">{example.type}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">“{example.input}”</p>
              <CodeBlock code={example.output} label={`${example.title} code`} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="try-title" className="flex flex-col gap-4">
        <h3 id="try-title" className="text-lg font-semibold">
          Try it yourself
        </h3>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <Label htmlFor="code-prompt">Describe a form, a list, a card or a calculation</Label>
          <textarea
            id="code-prompt"
            rows={3}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder="a contact form with name, email and message"
            className="w-full rounded-md border border-input bg-background/60 px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground md:text-sm"
          />
          <Button
            type="submit"
            className="self-start"
            disabled={!prompt.trim() || generate.isPending}
          >
            {generate.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Wand2 aria-hidden="true" />
            )}
            {generate.isPending ? 'Generating...' : 'Generate'}
          </Button>
        </form>
        <div aria-live="polite">
          {generate.isError ? (
            <p role="alert" className="rounded-lg border border-destructive p-4 text-sm">
              {generate.error.message}
            </p>
          ) : null}
          {generate.data ? (
            <div className="flex flex-col gap-3" data-testid="generated-code">
              <p className="text-sm">
                {generate.data.summary}{' '}
                <span className="text-muted-foreground">
                  {LANGUAGE_NAMES[generate.data.language]},{' '}
                  {generate.data.source === 'model'
                    ? 'written by your AI model'
                    : 'written by the built-in rules'}
                  .
                </span>
              </p>
              <CodeBlock code={generate.data.code} label={`${generate.data.name} code`} />
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
