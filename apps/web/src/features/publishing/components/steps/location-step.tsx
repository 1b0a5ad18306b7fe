'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import type { Country } from '@kraam/shared';
import { CityAutocomplete } from '@/components/places/city-autocomplete';
import { errorMessage } from '@/lib/api/api-error';
import { GeolocationError, geolocate } from '../../geolocate';
import { useProvinces } from '../../hooks/use-places';
import { LocationMap } from './location-map';
import type { StepProps } from './step-props';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Country, province, city (2-letter search), postal code, street, a map pin and whether to show it. */
export function LocationStep({
  draft,
  update,
  errors,
  countries,
  countriesError,
  tileUrl,
}: StepProps & { countries: Country[]; countriesError: unknown; tileUrl: string }) {
  const t = useTranslations('publish.steps.location');
  const { items: provinces, error: provincesError } = useProvinces(draft.countryId);
  const placesError = countriesError ?? provincesError;
  const [locating, setLocating] = useState(false);
  const pin =
    draft.latitude !== null && draft.longitude !== null
      ? { lat: draft.latitude, lng: draft.longitude }
      : null;

  // The Netherlands first: nearly every seller is there.
  useEffect(() => {
    if (draft.countryId !== null || countries.length === 0) return;
    const home = countries.find((country) => country.code === 'NL') ?? countries[0];
    if (home) update({ countryId: home.id });
  }, [countries, draft.countryId, update]);

  const locate = async () => {
    setLocating(true);
    try {
      const at = await geolocate();
      update({ latitude: round(at.lat), longitude: round(at.lng) });
    } catch (error) {
      const problem = error instanceof GeolocationError ? error.problem : 'geoDenied';
      toast.error(t(problem), { toastId: 'geolocation' });
    } finally {
      setLocating(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      {placesError !== null && <Alert severity="error">{errorMessage(placesError, t('placesFailed'))}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          name="countryId"
          label={t('country')}
          required
          fullWidth
          value={draft.countryId ?? ''}
          onChange={(event) =>
            update({ countryId: Number(event.target.value), provinceId: null, city: null })
          }
          error={Boolean(errors.countryId)}
          helperText={errors.countryId}
        >
          {countries.map((country) => (
            <MenuItem key={country.id} value={country.id}>
              {country.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          name="provinceId"
          label={t('province')}
          required
          fullWidth
          value={
            provinces.some((province) => province.id === draft.provinceId) ? (draft.provinceId ?? '') : ''
          }
          onChange={(event) => update({ provinceId: Number(event.target.value), city: null })}
          error={Boolean(errors.provinceId)}
          helperText={errors.provinceId}
        >
          {provinces.map((province) => (
            <MenuItem key={province.id} value={province.id}>
              {province.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <CityAutocomplete
        name="city"
        label={t('city')}
        required
        provinceId={draft.provinceId}
        value={draft.city}
        onChange={(city) =>
          update({
            city: city && { id: city.id, name: city.name },
            ...(city?.provinceId ? { provinceId: city.provinceId } : {}),
            // The city's centre until the seller sets a pin of their own.
            ...(city && city.latitude !== undefined && city.longitude !== undefined && !pin
              ? { latitude: city.latitude, longitude: city.longitude }
              : {}),
          })
        }
        error={Boolean(errors.city)}
        helperText={errors.city}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="postalCode"
          label={t('postalCode')}
          value={draft.postalCode}
          onChange={(event) => update({ postalCode: event.target.value })}
          error={Boolean(errors.postalCode)}
          helperText={errors.postalCode ?? t('postalCodeHint')}
          autoComplete="postal-code"
          sx={{ maxWidth: { sm: 200 } }}
          fullWidth
        />
        <TextField
          name="street"
          label={t('street')}
          value={draft.street}
          onChange={(event) => update({ street: event.target.value })}
          error={Boolean(errors.street)}
          helperText={errors.street}
          autoComplete="address-line1"
          fullWidth
        />
      </Stack>
      <Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography component="h3" variant="h4">
            {t('pinHeading')}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => void locate()}
            disabled={locating}
            startIcon={
              locating ? <CircularProgress size={18} color="inherit" aria-hidden /> : <MyLocationIcon />
            }
            sx={{ minHeight: 44 }}
          >
            {t('useMyLocation')}
          </Button>
        </Stack>
        <LocationMap
          tileUrl={tileUrl}
          pin={pin}
          onPick={(lat, lng) => update({ latitude: round(lat), longitude: round(lng) })}
        />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          aria-live="polite"
          data-testid="pin-coordinates"
        >
          {pin ? t('pinAt', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) }) : t('geoNoCoordinates')}
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Switch
            name="showLocation"
            checked={draft.showLocation}
            onChange={(event) => update({ showLocation: event.target.checked })}
          />
        }
        label={t('showLocation')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -2 }}>
        {draft.showLocation ? t('showLocationOn') : t('showLocationOff')}
      </Typography>
    </Stack>
  );
}
