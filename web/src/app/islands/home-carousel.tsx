import { TIMING } from '@lbj/shared';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { HOME_SLIDE_SIZES, homeSlides } from '../../content/home.ts';
import { imageSet } from '../../lib/images.ts';
import { island } from '../../islands/island.tsx';

const slides = homeSlides.map((slide, i) => {
  const image = imageSet(slide.image);
  return {
    key: slide.image,
    caption: slide.caption,
    media: (
      <Picture
        image={image}
        alt={image.isPhoto ? slide.photoAlt : slide.alt}
        sizes={HOME_SLIDE_SIZES}
        priority={i === 0}
      />
    ),
  };
});

/** The home page's slides; its code adds the rotation and its pause button. */
export function HomeCarousel() {
  return (
    <Carousel
      slides={slides}
      label="Imágenes del colegio"
      intervalMs={TIMING.carouselIntervalMs}
      aspectRatio="16 / 9"
      slideIdPrefix="diapositiva"
    />
  );
}

export const HomeCarouselIsland = island('carrusel', HomeCarousel);
