import { Button } from '@shop/ui';
import { useShopperTexts } from '../i18n';
import type { Address } from './address';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onSetDefault: () => void;
  onRemove: () => void;
}

export function AddressCard({ address, onEdit, onSetDefault, onRemove }: AddressCardProps) {
  const { t } = useShopperTexts('delivery');
  const headingId = `shopper-address-${address.id}`;
  return (
    <li className="shopper-card shopper-address" aria-labelledby={headingId}>
      <div className="shopper-address__head">
        <h2 id={headingId}>{address.recipientName}</h2>
        {address.isDefault && <span className="shopper-badge">{t('isDefault')}</span>}
      </div>
      <p>{address.phone}</p>
      <p>{address.detail}</p>
      <p>{[address.districtName, address.cityName, address.provinceName].join(', ')}</p>
      <div className="shopper-actions">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('edit')}
        </Button>
        {!address.isDefault && (
          <Button size="sm" variant="ghost" onClick={onSetDefault}>
            {t('setDefault')}
          </Button>
        )}
        <Button size="sm" variant="ghost" color="danger" onClick={onRemove}>
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
