// What the app takes from the campaign feature besides its pages: landing from a campaign link.
export { campaignLanding, campaignQuery, landCampaign, type Landing } from './landing';
