import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useSaveAiSettingsMutation } from '@client/data/ai-settings/save-ai-settings-mutation';

export const useSaveAiSettings = () =>
  useSaveAiSettingsMutation({
    onSuccess: () => {
      toast.success('AI settings saved', {
        description: 'New plans will use these settings.',
        duration: TOAST_MS,
      });
    },
    onError: (error) => {
      toast.error('Could not save AI settings', { description: error.message, duration: TOAST_MS });
    },
  });
