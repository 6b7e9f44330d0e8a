import { clinic } from '@clinic/contracts/config/clinic';
import { galleryPhotos } from '../../assets/clinic-artwork';
import { PhotoGallery } from '../../components/photo-gallery/photo-gallery';
import './gallery-page.scss';

/** `/pictures` and `/Pictures`: the six photos, each opening the full-screen viewer. */
export default function GalleryPage() {
  return (
    <main id="main" className="content-page gallery-page">
      <h1>Image Gallery of {clinic.doctor.name}</h1>
      <p>
        Photos of {clinic.clinicName}: the clinic, the consultation and testing rooms, and our work
        in the community. Select a photo to see it full screen.
      </p>
      <PhotoGallery photos={galleryPhotos} eagerCount={4} />
    </main>
  );
}
