// What the app takes from the campaign feature besides its pages: landing from a campaign link.
export { campaignQuery, landCampaign } from './landing';
