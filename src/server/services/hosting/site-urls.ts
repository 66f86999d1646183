/** Deploy ids are 24 lower-case hex characters, like Netlify's. */
const DEPLOY_SEGMENT = /^([0-9a-f]{24})--([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The live site: `/sites/<slug>/`. */
export const siteUrl = (publicUrl: string, slug: string) => `${publicUrl}/sites/${slug}/`;

/** One deploy, forever: `/sites/<deployId>--<slug>/` (Netlify's `<id>--<site>` pattern). */
export const deployUrl = (publicUrl: string, slug: string, deployId: string) =>
  `${publicUrl}/sites/${deployId}--${slug}/`;

/** Reads the first path segment after `/sites/`: a slug, or a deploy id and slug. */
export function parseSiteSegment(segment: string): { slug: string; deployId?: string } {
  const match = DEPLOY_SEGMENT.exec(segment);
  return match ? { deployId: match[1] as string, slug: match[2] as string } : { slug: segment };
}
