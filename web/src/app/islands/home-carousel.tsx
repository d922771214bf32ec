import { TIMING } from '@lbj/shared';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { HOME_SLIDE_SIZES, homeSlides } from '../../content/home.ts';
import { useTexts } from '../../i18n/texts.tsx';
import { imageSet } from '../../lib/images.ts';
import { island } from '../../islands/island.tsx';

/** The home page's slides, in the page's language; its code adds the rotation and its pause button. */
export function HomeCarousel() {
  const text = useTexts().home;
  const slides = homeSlides.map((slide, i) => {
    const image = imageSet(slide.image);
    const words = text.slides[i];
    return {
      key: slide.image,
      caption: words?.caption,
      media: (
        <Picture
          image={image}
          alt={(image.isPhoto ? words?.photoAlt : words?.alt) ?? ''}
          sizes={HOME_SLIDE_SIZES}
          priority={i === 0}
        />
      ),
    };
  });
  return (
    <Carousel
      slides={slides}
      label={text.carouselLabel}
      intervalMs={TIMING.carouselIntervalMs}
      aspectRatio="16 / 9"
      slideIdPrefix="diapositiva"
    />
  );
}

// Its rotation and pause button can wait: until they come, the first slide shows, and the arrows
// and dots work as HTML.
export const HomeCarouselIsland = island('carrusel', HomeCarousel, { later: true });
