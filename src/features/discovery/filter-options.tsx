'use client';
import type { RestaurantFacets } from '#domain/contract/facets.ts';

interface FilterOptionsProps {
  legend: string;
  name: string;
  options: RestaurantFacets['cuisines'];
  selected: readonly number[];
}

/**
 * One facet of the filter set as checkboxes, each with how many restaurants it matches. A client component only so
 * that the page's RSC payload carries its options as data (id, name, count) rather than as the elements they render
 * to: a region's facets are most of home's markup, and each option's elements cost ten times its data.
 */
export function FilterOptions({ legend, name, options, selected }: FilterOptionsProps) {
  if (options.length === 0) return null;
  return (
    <fieldset className="filter-options">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="filter-option">
          <input type="checkbox" name={name} value={option.id} defaultChecked={selected.includes(option.id)} />
          <span className="filter-name">{option.name}</span>
          <span className="filter-count">{option.count}</span>
        </label>
      ))}
    </fieldset>
  );
}
