import { Select, type SelectProps } from '@mantine/core';
import { areaKeptIn, areasOf, DISTRICTS, withCurrent } from '@/shared/config';
import { catalogueLabel } from '@/shared/ui/catalogue-label';

/** What a form says on one of the two selects (label, placeholder, required, error…). */
export type PlaceSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'disabled'>;

export interface PlaceSelectsProps {
  city: string;
  area: string;
  /** A new city comes with the area kept only when it is one of that city's; a new area alone. */
  onChange: (patch: { currentCity?: string; currentArea: string }) => void;
  cityProps: PlaceSelectProps;
  areaProps: PlaceSelectProps;
}

/**
 * A member's city (a district) and area: two searchable selects, the areas those of the chosen city (waiting for
 * one), each keeping a stored value the catalogue no longer lists. Districts show the catalogue's label, areas as
 * stored (they have no Bangla labels yet). The parent lays them out.
 */
export function PlaceSelects({ city, area, onChange, cityProps, areaProps }: PlaceSelectsProps) {
  return (
    <>
      <Select
        {...cityProps}
        data={withCurrent(DISTRICTS, city).map((value) => ({ value, label: catalogueLabel('district', value) }))}
        value={city || null}
        onChange={(next) =>
          onChange({
            currentCity: next ?? '',
            // The area list depends on the city: an area of another city is cleared.
            currentArea: areaKeptIn(next, area),
          })
        }
        searchable
      />
      <Select
        {...areaProps}
        data={withCurrent(areasOf(city), area)}
        value={area || null}
        onChange={(next) => onChange({ currentArea: next ?? '' })}
        searchable
        disabled={!city}
      />
    </>
  );
}
