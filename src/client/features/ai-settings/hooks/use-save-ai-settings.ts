import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useSaveAiSettingsMutation } from '@client/data/ai-settings/save-ai-settings-mutation';

export const useSaveAiSettings = () =>
  useSaveAiSettingsMutation({
    onSuccess: (answer) => {
      toast.success('AI settings saved', {
        // Say only what is true: without a model endpoint the built-in planner makes every plan.
        description: answer.modelEndpointConfigured
          ? 'New plans will use these settings.'
          : 'No AI model is connected to this server, so plans still come from the built-in planner. These settings apply once one is connected.',
        duration: TOAST_MS,
      });
    },
    onError: (error) => {
      toast.error('Could not save AI settings', { description: error.message, duration: TOAST_MS });
    },
  });
