import { Link } from 'react-router';
import { BookOpen, PlayCircle, Sparkles } from 'lucide-react';
import { StartLinks } from './start-links';

/** CH 1's opening: what Bridge Studio is and the three ways in, plus the guide. */
export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      data-demo="hero"
      className="flex flex-col items-center gap-6 text-center"
    >
      <p className="rounded-full border bg-card/60 px-3 py-1 text-sm font-medium text-muted-foreground">
        CH 1 · Home Studio
      </p>
      <h1 id="hero-title" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
        Build your app in plain English
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">
        Describe what you want. Bridge Studio connects your database, code and hosting, shows you
        the plan in plain words, and makes the change when you say so.
      </p>
      <StartLinks
        links={[
          { to: '/demo', label: 'Watch Demo', icon: PlayCircle },
          { to: '/advanced', label: 'Advanced Features', icon: Sparkles },
        ]}
      />
      <Link
        to="/build-guide"
        className="inline-flex items-center gap-2 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <BookOpen aria-hidden="true" className="size-4" />
        Read the Complete No-Code Development Guide
      </Link>
    </section>
  );
}
