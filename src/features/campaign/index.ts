// The campaign feature's public face. Its pages are in the route table (src/routes/table.ts).
export { CampaignBanner } from './campaign-banner';
export { campaignQuery, landCampaign } from './landing';
