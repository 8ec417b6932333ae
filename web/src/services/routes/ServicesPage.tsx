import type { ServiceView } from '@app/schemas/services/services';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useCurrentUser } from '../../shared/api/session';
import { EmptyState } from '../../shared/components/EmptyState';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { site } from '../../shared/site';
import { useServices } from '../api/services';
import { AccountToBook } from '../components/AccountToBook';
import { ServiceSection } from '../components/ServiceSection';
import { REMOTE_CATEGORIES, STUDIO_CATEGORIES } from '../serviceBadges';

// The form (react-hook-form, zod) loads only when a member opens it.
const BookingDialog = lazy(() => import('../components/BookingDialog'));

/** `/services?prenota=<id>`: the booking to open once signed in (where a visitor's 'Prenota Ora' brings her back). */
const BOOK_PARAM = 'prenota';
const bookingPathOf = (serviceId: string) => `/services?${new URLSearchParams({ [BOOK_PARAM]: serviceId }).toString()}`;

/** /services: the price list in two sections; members book, visitors are offered an account first and come back to the booking (docs/product.md, Screens). */
export default function ServicesPage() {
  const services = useServices();
  const { isAuthenticated } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [booking, setBooking] = useState<ServiceView | null>(null);
  const [needsAccount, setNeedsAccount] = useState<ServiceView | null>(null);

  // Back from the login or the sign-up with a service to book: its dialog is open until she closes it.
  const wanted = params.get(BOOK_PARAM);
  const cameFor = isAuthenticated && wanted ? services.data?.find((service) => service.id === wanted) : undefined;
  const open = booking ?? cameFor ?? null;
  const closeBooking = () => {
    setBooking(null);
    if (wanted) setParams({}, { replace: true });
  };

  // The sections keep their cards while a dialog opens (ServiceSection is memoized): the press on
  // 'Prenota Ora' renders the dialog only, and paints at once on a slow phone (docs/performance.md, INP).
  const onBook = useCallback(
    (service: ServiceView) => (isAuthenticated ? setBooking(service) : setNeedsAccount(service)),
    [isAuthenticated],
  );
  const [studioServices, remoteServices] = useMemo(() => {
    const inCategories = (categories: readonly string[]) =>
      (services.data ?? []).filter((service) => categories.includes(service.category));
    return [inCategories(STUDIO_CATEGORIES), inCategories(REMOTE_CATEGORIES)];
  }, [services.data]);

  return (
    <Box>
      <PageTitle subtitle="Visite a Roma e percorsi online per il colon irritabile, la PCOS e il benessere intestinale.">
        I Nostri Servizi
      </PageTitle>
      {services.isLoading && <LoadingState label="Caricamento dei servizi..." />}
      {services.isError && <LoadError title="Impossibile caricare i servizi" query={services} />}
      {services.data?.length === 0 && (
        <EmptyState icon={<MedicalServicesOutlined fontSize="large" />} title="Nessun servizio disponibile" />
      )}
      {Boolean(services.data?.length) && (
        <>
          <ServiceSection
            title="Consulenze in Studio"
            description={`Visite in presenza disponibili solo a Roma, in ${site.studios.length} studi.`}
            services={studioServices}
            onBook={onBook}
          />
          <ServiceSection
            title="Servizi Digitali 100% da Remoto"
            description="Percorsi e piani di allenamento seguiti interamente online: supporto 6 giorni su 7 e una videochiamata ogni 2 settimane."
            services={remoteServices}
            onBook={onBook}
          />
        </>
      )}
      {needsAccount && (
        <AccountToBook serviceName={needsAccount.name} returnPath={bookingPathOf(needsAccount.id)} onClose={() => setNeedsAccount(null)} />
      )}
      {open && (
        <Suspense fallback={null}>
          <BookingDialog key={open.id} service={open} onClose={closeBooking} />
        </Suspense>
      )}
    </Box>
  );
}
