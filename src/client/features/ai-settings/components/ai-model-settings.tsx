import { useState } from 'react';
import { Link } from 'react-router';
import { AI_MAX_TOKENS, AI_TEMPERATURE, aiModels, defaultAiSettings } from '@content/ai-models';
import type { AiSettings } from '@shared/contracts/ai-settings';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAiSettingsQuery } from '@client/data/ai-settings/ai-settings-query';
import { useSaveAiSettings } from '../hooks/use-save-ai-settings';
import { ModelEndpointNotice } from './model-endpoint-notice';
import { ModelOption } from './model-option';
import { ModelPerformance } from './model-performance';
import { RangeSetting } from './range-setting';
import { SettingSwitch } from './setting-switch';

const sameSettings = (a: AiSettings, b: AiSettings) =>
  (Object.keys(a) as (keyof AiSettings)[]).every((key) => a[key] === b[key]);

function SettingsForm({
  saved,
  endpointConfigured,
}: {
  saved: AiSettings;
  endpointConfigured: boolean;
}) {
  const [draft, setDraft] = useState<AiSettings>(saved);
  const save = useSaveAiSettings();
  const change = (fields: Partial<AiSettings>) =>
    setDraft((current) => ({ ...current, ...fields }));
  const dirty = !sameSettings(draft, saved);

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <ModelEndpointNotice configured={endpointConfigured} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Models</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {aiModels.map((model) => (
            <ModelOption
              key={model.id}
              model={model}
              checked={draft.modelId === model.id}
              onSelect={() => model.available && change({ modelId: model.id })}
            />
          ))}
        </div>
      </fieldset>
      <section
        aria-labelledby="ai-settings-heading"
        className="flex flex-col gap-5 rounded-xl border bg-card p-4 text-card-foreground"
      >
        <h3 id="ai-settings-heading" className="text-lg font-semibold">
          Settings
        </h3>
        <RangeSetting
          id="ai-temperature"
          label="Temperature"
          hint="Lower keeps plans predictable; higher lets the model be more inventive."
          range={AI_TEMPERATURE}
          value={draft.temperature}
          format={(value) => value.toFixed(1)}
          onChange={(temperature) => change({ temperature: Math.round(temperature * 10) / 10 })}
        />
        <RangeSetting
          id="ai-max-tokens"
          label="Max tokens"
          hint="The longest answer the model may write; longer answers cost more."
          range={AI_MAX_TOKENS}
          value={draft.maxTokens}
          format={(value) => value.toLocaleString('en-US')}
          onChange={(maxTokens) => change({ maxTokens })}
        />
        <SettingSwitch
          id="ai-stream"
          label="Stream responses"
          hint="Show the answer as it is written instead of all at once."
          checked={draft.streamResponses}
          onChange={(streamResponses) => change({ streamResponses })}
        />
        <SettingSwitch
          id="ai-context"
          label="Context awareness"
          hint="Let the model read your project's tables, branches and deploys when it plans."
          checked={draft.contextAwareness}
          onChange={(contextAwareness) => change({ contextAwareness })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Settings'}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => setDraft({ ...defaultAiSettings })}
          >
            Reset to defaults
          </Button>
        </div>
      </section>
      <section aria-labelledby="ai-performance-heading" className="flex flex-col gap-3">
        <h3 id="ai-performance-heading" className="text-lg font-semibold">
          Performance
        </h3>
        <ModelPerformance selected={draft.modelId} />
      </section>
    </form>
  );
}

/** The AI model selection tab: models, settings and performance, saved to the user's account. */
export function AiModelSettings({ signedIn }: { signedIn: boolean }) {
  const query = useAiSettingsQuery({ enabled: signedIn });
  if (!signedIn) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <Link to="/auth" className="text-primary underline underline-offset-4">
            Sign in
          </Link>{' '}
          to choose the model that plans your changes.
        </p>
        <ModelPerformance selected={defaultAiSettings.modelId} />
      </div>
    );
  }
  if (query.isPending) return <Skeleton className="h-[36rem]" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
        <p>We could not load your AI settings. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  // Keyed on the saved values so that a save (or another tab's change) resets the draft.
  const saved = query.data.settings;
  return (
    <SettingsForm
      key={JSON.stringify(saved)}
      saved={saved}
      endpointConfigured={query.data.modelEndpointConfigured}
    />
  );
}
