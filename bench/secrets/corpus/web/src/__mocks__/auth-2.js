module.exports = {
  token: 'ghp_gdDTWcXt6m0ih02nloSP56gLr38naFTeT539',
  password: 'rt!Jjido*+6!wgD',
  privateKey: 'd3mnqDVV4rfFxuIz7e9BJos7hO3BkStCV+mW4tyBSaK5MhJt5pYp4UBnrDnmtvs8',
};
