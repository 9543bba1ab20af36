import Box from '@mui/material/Box';
import type { BlockName } from '@relais/domain';

/** [x, y, width, height, shade]: shade 1 is text or a button, 0.35 a picture or a surface. */
type Shape = readonly [number, number, number, number, number];

const line = (x: number, y: number, width: number): Shape => [x, y, width, 3, 1];

/** A small drawing of each block type's layout (64 × 40), drawn in the text colour: no image files. */
const SKETCHES: Readonly<Record<BlockName, readonly Shape[]>> = {
  pageHero: [[0, 0, 64, 40, 0.35], line(12, 12, 40), line(18, 19, 28), [22, 27, 20, 6, 1]],
  pageTitle: [[8, 12, 48, 6, 1], line(16, 23, 32)],
  pageContent: [[2, 6, 18, 12, 0.35], [23, 6, 18, 12, 0.35], [44, 6, 18, 12, 0.35], line(2, 22, 18), line(23, 22, 18), line(44, 22, 18), line(2, 28, 12), line(23, 28, 12), line(44, 28, 12)],
  pageButtons: [[8, 16, 22, 8, 1], [34, 16, 22, 8, 0.35]],
  pageImageBanner: [[0, 6, 64, 28, 0.35], line(20, 18, 24)],
  pageVideo: [[8, 4, 48, 32, 0.35], [28, 14, 10, 12, 1]],
  pageTestimonials: [[4, 8, 10, 10, 0.35], line(18, 9, 40), line(18, 15, 30), [4, 24, 10, 10, 0.35], line(18, 25, 40), line(18, 31, 30)],
  pageClients: [[2, 10, 12, 8, 0.35], [18, 10, 12, 8, 0.35], [34, 10, 12, 8, 0.35], [50, 10, 12, 8, 0.35], [10, 24, 12, 8, 0.35], [26, 24, 12, 8, 0.35], [42, 24, 12, 8, 0.35]],
  pageUseCases: [[2, 4, 24, 14, 0.35], line(30, 8, 30), line(30, 14, 22), [38, 22, 24, 14, 0.35], line(2, 26, 30), line(2, 32, 22)],
  pageContact: [[2, 6, 26, 28, 0.35], line(32, 8, 28), line(32, 14, 22), line(32, 20, 26), [32, 27, 14, 6, 1], [48, 27, 14, 6, 1]],
  pageContactCard: [[6, 10, 16, 16, 0.35], line(26, 10, 30), line(26, 17, 22), line(26, 24, 26), [26, 30, 16, 6, 1]],
  pageCommunityNumbers: [[4, 12, 14, 10, 1], [25, 12, 14, 10, 1], [46, 12, 14, 10, 1], line(4, 26, 14), line(25, 26, 14), line(46, 26, 14)],
  pageCustom: [line(4, 6, 56), line(4, 12, 50), line(4, 18, 56), line(4, 24, 40), [4, 30, 20, 6, 0.35]],
  pageCharter: [[18, 4, 28, 32, 0.35], line(22, 10, 20), line(22, 16, 16), line(22, 22, 20), [24, 28, 16, 5, 1]],
  pageBlogPosts: [line(4, 3, 24), [40, 2, 20, 5, 0.35], [4, 11, 16, 10, 0.35], [24, 11, 16, 10, 0.35], [44, 11, 16, 10, 0.35], line(4, 24, 16), line(24, 24, 16), line(44, 24, 16), [22, 33, 20, 4, 1]],
  pageSelectedBlogPosts: [line(4, 4, 24), [4, 12, 26, 14, 0.35], [34, 12, 26, 14, 0.35], line(4, 30, 22), line(34, 30, 22)],
  pageCalendar: [line(4, 3, 20), [44, 2, 16, 4, 1], ...Array.from({ length: 28 }, (_, i): Shape => [4 + (i % 7) * 8, 10 + Math.floor(i / 7) * 7.5, 7, 6.5, 0.35])],
  pageArticles: [line(4, 3, 24), [4, 10, 16, 26, 0.35], line(24, 11, 30), line(24, 17, 36), line(24, 23, 32), line(24, 29, 36)],
  pageForum: [line(4, 3, 20), [44, 2, 16, 5, 1], [4, 11, 27, 10, 0.35], [33, 11, 27, 10, 0.35], line(4, 25, 40), line(4, 30, 34), line(4, 35, 38)],
  pageRepository: [line(4, 3, 24), [4, 9, 10, 7, 0.35], [16, 9, 10, 7, 0.35], [28, 9, 10, 7, 0.35], [4, 19, 17, 12, 0.35], [24, 19, 17, 12, 0.35], [44, 19, 17, 12, 0.35], line(4, 35, 15)],
  pageRepositorySearch: [line(4, 4, 24), [4, 10, 40, 5, 1], [46, 10, 10, 5, 0.6], [4, 20, 12, 10, 0.35], [18, 20, 12, 10, 0.35], [32, 20, 12, 10, 0.35]],
  pageOrganizationsMap: [line(4, 3, 24), [4, 9, 56, 28, 0.2], [14, 16, 3, 3, 1], [30, 22, 3, 3, 1], [44, 14, 3, 3, 1], [38, 28, 3, 3, 1]],
  pageSurvey: [line(16, 4, 32), [16, 11, 3, 3, 1], line(21, 12, 20), [16, 17, 3, 3, 1], line(21, 18, 16), [16, 23, 3, 3, 1], line(21, 24, 22), [16, 30, 14, 5, 1]],
  pageOrganizationsTable: [line(4, 3, 24), [4, 10, 56, 4, 0.6], line(4, 17, 50), line(4, 22, 46), line(4, 27, 52), line(4, 32, 40)],
  pageTrainingResourcesSearch: [line(4, 3, 28), [4, 9, 30, 5, 0.35], [36, 9, 12, 5, 0.35], [50, 9, 12, 5, 0.35], [4, 18, 17, 14, 0.35], [24, 18, 17, 14, 0.35], [44, 18, 17, 14, 0.35]],
  pageTrainingResources: [line(4, 3, 28), [4, 11, 17, 16, 0.35], [24, 11, 17, 16, 0.35], [44, 11, 17, 16, 0.35], line(4, 31, 12), line(24, 31, 12), line(44, 31, 12)],
  pageSelectedResources: [line(4, 4, 24), [4, 12, 17, 12, 0.35], [24, 12, 17, 12, 0.35], [44, 12, 17, 12, 0.35], line(4, 28, 12), line(24, 28, 12), line(44, 28, 12)],
  pageTrainingResourcesRequests: [line(4, 3, 30), [4, 9, 14, 5, 1], [4, 17, 27, 9, 0.35], [33, 17, 27, 9, 0.35], [4, 28, 27, 9, 0.35], [33, 28, 27, 9, 0.35]],
  pageSelectedRequests: [line(4, 4, 24), [4, 12, 27, 10, 0.35], [33, 12, 27, 10, 0.35], line(4, 26, 20), line(33, 26, 20)],
  pageTrainings: [line(4, 3, 20), [4, 9, 24, 5, 0.35], [30, 9, 10, 5, 0.35], [42, 9, 10, 5, 0.35], [4, 18, 27, 8, 0.35], [33, 18, 27, 8, 0.35], [4, 29, 27, 8, 0.35], [33, 29, 27, 8, 0.35]],
  pageSelectedTrainings: [line(4, 4, 24), [4, 12, 27, 10, 0.35], [33, 12, 27, 10, 0.35], line(4, 26, 18), line(33, 26, 18)],
  pageOpenBadges: [line(4, 3, 22), [4, 10, 10, 10, 0.6], line(16, 13, 12), [33, 10, 10, 10, 0.6], line(45, 13, 12), [4, 24, 10, 10, 0.6], line(16, 27, 12), [33, 24, 10, 10, 0.6], line(45, 27, 12)],
  pageSelectedOpenBadges: [line(4, 4, 24), [4, 12, 12, 12, 0.6], line(18, 16, 10), [33, 12, 12, 12, 0.6], line(47, 16, 10)],
  pageRentalModels: [line(4, 3, 24), [4, 9, 8, 4, 1], [14, 9, 8, 4, 0.35], [24, 9, 8, 4, 0.35], [4, 16, 17, 12, 0.35], [24, 16, 17, 12, 0.35], [44, 16, 17, 12, 0.35], line(4, 31, 10), line(24, 31, 10), line(44, 31, 10)],
  pageCoupons: [line(4, 3, 20), [4, 9, 17, 14, 0.35], [24, 9, 17, 14, 0.35], [44, 9, 17, 14, 0.35], [6, 19, 8, 3, 1], [26, 19, 8, 3, 1], [46, 19, 8, 3, 1]],
  pageEqlaatRequest: [line(16, 3, 32), [16, 10, 32, 5, 0.35], [16, 17, 32, 5, 0.35], [16, 24, 32, 8, 0.35], [16, 34, 12, 5, 1]],
  pageAacProducts: [line(4, 3, 26), [4, 9, 14, 4, 0.6], [4, 15, 14, 4, 0.6], [4, 21, 14, 4, 0.6], [4, 27, 14, 4, 0.6], [22, 9, 18, 12, 0.35], [42, 9, 18, 12, 0.35], [22, 24, 18, 12, 0.35], [42, 24, 18, 12, 0.35]],
  pageGlobalSearch: [[4, 4, 50, 7, 0.35], [56, 4, 8, 7, 1], [4, 15, 12, 20, 0.35], line(20, 16, 40), line(20, 21, 30), line(20, 27, 40), line(20, 32, 30)],
  pageSelectedArticles: [line(4, 4, 24), [4, 12, 17, 12, 0.35], [24, 12, 17, 12, 0.35], [44, 12, 17, 12, 0.35], line(4, 28, 15), line(24, 28, 15), line(44, 28, 15)],
};

export function BlockSketch({ name }: { name: BlockName }) {
  return (
    <Box component="svg" viewBox="0 0 64 40" aria-hidden="true" focusable="false" sx={{ width: 64, height: 40, flex: 'none', color: 'text.secondary', border: 1, borderColor: 'divider', borderRadius: 0.5, bgcolor: 'background.paper' }}>
      {SKETCHES[name].map(([x, y, width, height, shade], index) => (
        <rect key={index} x={x} y={y} width={width} height={height} rx={1} fill="currentColor" opacity={shade} />
      ))}
    </Box>
  );
}
