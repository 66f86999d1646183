import { Moon, Sun } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useTheme } from '../hooks/use-theme';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      data-testid="theme-toggle"
      data-theme={theme}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
