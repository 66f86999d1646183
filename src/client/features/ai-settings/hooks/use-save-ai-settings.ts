import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { aiSettingsKeys } from '../api/ai-settings-keys';
import { saveAiSettings } from '../api/save-ai-settings';

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(aiSettingsKeys.all, answer);
      toast.success('AI settings saved', {
        description: 'New plans will use these settings.',
        duration: TOAST_MS,
      });
    },
    onError: (error) => {
      toast.error('Could not save AI settings', { description: error.message, duration: TOAST_MS });
    },
  });
}
