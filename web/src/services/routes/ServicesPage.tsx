import type { ServiceView } from '@app/schemas/services/services';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';

import { useCurrentUser } from '../../shared/api/session';
import { EmptyState } from '../../shared/components/EmptyState';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { site } from '../../shared/site';
import { useServices } from '../api/services';
import { ServiceSection } from '../components/ServiceSection';
import { REMOTE_CATEGORIES, STUDIO_CATEGORIES } from '../serviceBadges';

// The form (react-hook-form, zod) loads only when a member opens it.
const BookingDialog = lazy(() => import('../components/BookingDialog'));

/** /services: the price list in two sections; members book, visitors sign in first (docs/product.md, Screens). */
export default function ServicesPage() {
  const services = useServices();
  const { isAuthenticated } = useCurrentUser();
  const navigate = useNavigate();
  const [booking, setBooking] = useState<ServiceView | null>(null);

  const onBook = (service: ServiceView) => {
    if (isAuthenticated) setBooking(service);
    else navigate(`/login?redirect=${encodeURIComponent('/services')}`);
  };
  const inCategories = (categories: readonly string[]) => (services.data ?? []).filter((service) => categories.includes(service.category));

  return (
    <Box>
      <PageTitle subtitle="Visite a Roma e percorsi online per il colon irritabile, la PCOS e il benessere intestinale.">
        I Nostri Servizi
      </PageTitle>
      {services.isLoading && <LoadingState label="Caricamento dei servizi..." />}
      {services.isError && <LoadError title="Impossibile caricare i servizi" />}
      {services.data?.length === 0 && (
        <EmptyState icon={<MedicalServicesOutlined fontSize="large" />} title="Nessun servizio disponibile" />
      )}
      {Boolean(services.data?.length) && (
        <>
          <ServiceSection
            title="Consulenze in Studio"
            description={`Visite in presenza disponibili solo a Roma, in ${site.studios.length} studi.`}
            services={inCategories(STUDIO_CATEGORIES)}
            onBook={onBook}
          />
          <ServiceSection
            title="Servizi Digitali 100% da Remoto"
            description="Percorsi e piani di allenamento seguiti interamente online: supporto 6 giorni su 7 e una videochiamata ogni 2 settimane."
            services={inCategories(REMOTE_CATEGORIES)}
            onBook={onBook}
          />
        </>
      )}
      {booking && (
        <Suspense fallback={null}>
          <BookingDialog key={booking.id} service={booking} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </Box>
  );
}
