import type { ProgramBundle } from '#edge/program-bundle.ts';

/** SEO info of the program (Waku hoists these into <head>); each page sets its own <title>. */
export function ProgramMeta({ bundle }: { bundle: ProgramBundle }) {
  const { seo, config, images } = bundle;
  const favicon = images.find((image) => image.name === 'favicon' || image.name === 'logo');
  return (
    <>
      <meta name="description" content={seo.description} />
      {seo.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
      <meta property="og:title" content={seo.title || config.title} />
      <meta property="og:description" content={seo.description} />
      {seo.og_image ? <meta property="og:image" content={seo.og_image} /> : null}
      <meta name="theme-color" content={config.accent_color} />
      {favicon ? <link rel="icon" href={favicon.img_url} /> : null}
    </>
  );
}
