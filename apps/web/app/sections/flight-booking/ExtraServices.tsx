import { Checkbox } from '@travel/ui';
import { useTranslation } from 'react-i18next';

const EXTRA_SERVICES = ['accommodation', 'carRental', 'insurance'] as const;

/**
 * The flight request form's extra services: native checkboxes, named, read from the form only
 * when it is sent (FlightBookingForm hydrates them later, see there).
 */
export function ExtraServices() {
  const { t } = useTranslation('flight');
  return (
    <>
      {EXTRA_SERVICES.map((name) => (
        <Checkbox key={name} label={t(`form.${name}`)} name={name} />
      ))}
    </>
  );
}
