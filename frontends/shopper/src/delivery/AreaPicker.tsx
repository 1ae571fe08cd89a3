import { Select } from '@shop/ui';
import { useQuery, useTRPC, useUiTexts } from '@shop/web-core';
import { useShopperTexts } from '../i18n';
import { type FieldControl } from '@shop/web-core/forms';

interface AreaValues {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

/** What the picker needs of a `useForm` that has the three area fields. */
interface AreaForm {
  values: AreaValues;
  change(changes: Partial<AreaValues>): void;
  control(field: keyof AreaValues): FieldControl;
}

interface AreaSelectProps {
  label: string;
  placeholder: string;
  areas: ReadonlyArray<{ code: string; name: string }> | undefined;
  value: string;
  control: FieldControl;
  onChange: (code: string) => void;
  disabled?: boolean;
}

function AreaSelect({ areas, value, control, ...props }: AreaSelectProps) {
  const ui = useUiTexts();
  return (
    <Select
      {...ui.select}
      {...control}
      {...props}
      options={(areas ?? []).map((area) => ({ value: area.code, label: area.name }))}
      value={value || null}
      size="md"
      required
    />
  );
}

/**
 * Indonesia's official hierarchy, one searchable list per level: province, then city/regency,
 * then district. Each list is asked for once its parent is chosen; changing a level clears the
 * levels under it.
 */
export function AreaPicker({ form }: { form: AreaForm }) {
  const { t } = useShopperTexts('delivery');
  const trpc = useTRPC();
  const { provinceCode, cityCode, districtCode } = form.values;
  const provinces = useQuery(trpc.area.list.queryOptions({}));
  const cities = useQuery({ ...trpc.area.list.queryOptions({ parentCode: provinceCode }), enabled: provinceCode !== '' });
  const districts = useQuery({ ...trpc.area.list.queryOptions({ parentCode: cityCode }), enabled: cityCode !== '' });
  return (
    <fieldset className="shopper-fieldset">
      <legend className="ui-field__label">{t('area')}</legend>
      <AreaSelect
        label={t('province')}
        placeholder={t('chooseProvince')}
        areas={provinces.data}
        value={provinceCode}
        control={form.control('provinceCode')}
        onChange={(code) => form.change({ provinceCode: code, cityCode: '', districtCode: '' })}
      />
      <AreaSelect
        label={t('city')}
        placeholder={t('chooseCity')}
        areas={cities.data}
        disabled={provinceCode === ''}
        value={cityCode}
        control={form.control('cityCode')}
        onChange={(code) => form.change({ cityCode: code, districtCode: '' })}
      />
      <AreaSelect
        label={t('district')}
        placeholder={t('chooseDistrict')}
        areas={districts.data}
        disabled={cityCode === ''}
        value={districtCode}
        control={form.control('districtCode')}
        onChange={(code) => form.change({ districtCode: code })}
      />
    </fieldset>
  );
}
