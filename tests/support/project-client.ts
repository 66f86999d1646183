import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { localhostFetch } from './localhost-fetch';

/** A browser-like supabase-js client of a project's API: no stored session, no timers. */
export const projectClient = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: localhostFetch },
    // Node 20 has no WebSocket of its own.
    realtime: { transport: WebSocket as never },
  });
