/**
 * What each cover shows, in words: the alt text where a cover is a page's picture (an article's,
 * a guide's or a case study's hero). On cards a cover is decorative: the card's category and title
 * say what it is about.
 */
import type { CoversContent } from './covers.schema';

export const coversContent: CoversContent = {
  topics: {
    'Cost Management':
      'A total-cost chart with in-house, 3PL and 4PL logistics costs stacked side by side, the 4PL’s lowest, beside cost per order falling 18%.',
    Operations:
      'A live exceptions queue with a failed delivery, a rerouted and a delayed parcel and one delivered, and the customer’s message that their order has a new route.',
    'Industry Insights':
      'Lanes from Singapore to Thailand, Vietnam, Hong Kong, the Philippines, Malaysia and Indonesia, beside e-commerce sales growing year on year.',
    Technology: 'An allocation engine taking parcels in and choosing, by score, between road, air and ocean carriers.',
    'Cost Optimization':
      'A freight invoice audited line by line, one overcharge flagged under the lens, and 3–8% of freight spend recovered.',
    Trends: 'Duty-free import thresholds falling from 2022 to 2025, and a declared parcel crossing the border from China to Indonesia.',
  },
  industries: {
    'Fashion & Retail': 'A year of fashion orders, with the 11.11 peak at four times normal volume.',
    Manufacturing: 'A Malaysian plant’s freight running by road to the port of Singapore, containers stacked on the quay beside the ship.',
    'E-commerce': 'A checkout in Singapore, with lanes to customers in Korea, Japan, Vietnam, the Philippines and Australia.',
    Marketplace: 'Many sellers’ parcels converging on one hub, and one delivery van arriving on time.',
    Technology: 'Devices leaving bonded stock through locked checkpoints, cleared through customs and tracked to the customer.',
    'Luxury Retail': 'A sealed boutique parcel kept under lock from hub to client, with replenishment in 48 hours.',
    Retail: 'Stores replenished from a central warehouse by truck, and a bulky delivery booked into a chosen time slot.',
  },
  notInLibrary:
    'The resources library searched with no result, an empty slot in its list, and the page that was asked for drawn dashed under a lens.',
};
