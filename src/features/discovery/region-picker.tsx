import { Trans, useLingui } from '@lingui/react/macro';
import type { Region } from '#domain/contract/region.ts';
import { buildRoute, routes } from '#domain/routes.ts';

/** The program's regions as links (the choice lives in the URL, so back and shared links keep it). */
interface RegionPickerProps {
  regions: Region[];
  current: Region;
  query: URLSearchParams;
  guideLink: string | null;
}

export function RegionPicker({ regions, current, query, guideLink }: RegionPickerProps) {
  const { t } = useLingui();
  const regionName = current.name;
  return (
    <nav aria-label={t`Regions`} className="region-picker">
      <ul>
        {regions.map((region) => (
          <li key={region.id}>
            <a href={buildRoute(routes.home, query, { region_id: region.id, view: query.get('view') })} aria-current={region.id === current.id ? 'true' : undefined}>
              {region.name}
            </a>
          </li>
        ))}
      </ul>
      {guideLink ? (
        <a className="region-guide" href={guideLink} target="_blank" rel="noopener noreferrer">
          <Trans>Dining guide for {regionName}</Trans>
        </a>
      ) : null}
    </nav>
  );
}
