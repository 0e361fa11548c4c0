import { Image, type ImageProps } from '@mantine/core';
import { projectImageSource } from './project-image-source';

export interface ProjectImageProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  /** The project's `imagen` as the server sends it: a URL, a path on the site, empty, or the text 'null'. */
  src: string | null | undefined;
  /** The project's category, whose illustration stands in when it has no image or its image fails. */
  category?: string | null | undefined;
  alt: string;
  loading?: 'lazy' | 'eager';
}

/**
 * A project's picture. Never the browser's broken-image icon: a project without an image, with a link the
 * client does not follow (not https, not the site's own), or whose image fails to load shows its category's
 * illustration, shipped with the site (public/proyectos).
 */
export function ProjectImage({ src, category, ...props }: ProjectImageProps) {
  const { src: shown, fallback } = projectImageSource(src, category);
  return <Image src={shown} fallbackSrc={fallback} {...props} />;
}
