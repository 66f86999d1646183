import type { ClauseResult } from './pieces';
import { selectPiece } from './query-piece';

/**
 * Questions about the project's storage and sign-in ("what buckets have I got?", "is email
 * confirmation on at the moment?"), answered by a read of the tables that hold them, so the
 * answer is the project as it is when the question runs. Sign-in switches live in
 * auth.bridge_settings (src/server/services/project-auth/schema-sql.ts); with no row there, the
 * defaults of src/shared/contracts/project-auth.ts apply.
 */

const ASKS =
  /^(?:what|what's|whats|which|how many|do|does|have|has|is|are|can|any|show|list|tell|give)\b/;

const BUCKETS = /\b(?:buckets?|file storage|storage buckets?)\b/;

const SIGN_IN =
  /\b(?:e-?mail confirmation|confirm(?:ing|ation)? (?:their |the |an )?e-?mails?|e-?mail (?:verification|confirm(?:ation)?)|verify(?:ing)? (?:their |the )?e-?mails?|sign[- ]?ups?|signing up|registrations?|e-?mail (?:and password )?(?:sign[- ]?in|log[- ]?in|login)|sign[- ]?in (?:settings|options|methods)|log[- ]?in (?:settings|options|methods)|auth(?:entication)? settings)\b/;

const BUCKETS_SQL =
  'select b.id as bucket, b.public, b.file_size_limit, b.allowed_mime_types, (select count(*) from storage.objects o where o.bucket_id = b.id)::int as files from storage.buckets b order by b.id';

const SIGN_IN_SQL =
  'select coalesce(s.email_enabled, true) as email_sign_in, not coalesce(s.disable_signup, false) as sign_ups_open, not coalesce(s.mailer_autoconfirm, true) as email_confirmation_required, coalesce(s.password_min_length, 6) as minimum_password_length from (select 1) as project left join auth.bridge_settings s on s.id';

/** A question about buckets or sign-in switches, read from the project's own tables. */
export function settingQuestion(q: string): ClauseResult {
  if (!ASKS.test(q)) return null;
  // "how many people signed up this week" counts users; the switches are asked about as such.
  if (
    /\bhow many\b|\b(?:this|last|per|each)\s+(?:week|month|day|year)\b|\b(?:today|yesterday)\b|\bsigned up\b/.test(
      q,
    ) &&
    !/\bsettings?\b/.test(q)
  )
    return null;
  if (BUCKETS.test(q) && !/\b(?:files? in|inside|upload)\b/.test(q))
    return {
      understood: 'which storage buckets you have',
      service: 'backend',
      render: () => [
        selectPiece(BUCKETS_SQL, 'your storage buckets, who can see their files and their limits'),
      ],
    };
  if (SIGN_IN.test(q))
    return {
      understood: 'how sign-in is set up',
      service: 'backend',
      render: () => [
        selectPiece(
          SIGN_IN_SQL,
          'how sign-in is set up now: e-mail sign-in, new sign-ups and e-mail confirmation',
        ),
      ],
    };
  return null;
}
