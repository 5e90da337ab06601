<?php
namespace Deployer;

require 'recipe/magento2.php';
require 'contrib/slack.php';

set('repository', 'git@bitbucket.org:brightpixel/velvet-fashion.git');
set('keep_releases', 4);
set('static_content_locales', 'en_GB en_US');
set('magento_themes', ['Magento/luma', 'Velvet/default']);
set('slack_webhook', getenv('SLACK_WEBHOOK'));

host('production')
    ->setHostname('51.238.157.152')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/velvet-fashion')
    ->set('branch', 'main');

host('staging')
    ->setHostname('staging.velvetfashion.co.uk')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/velvet-fashion-staging')
    ->set('branch', 'develop');

after('deploy:failed', 'deploy:unlock');
after('deploy:success', 'slack:notify:success');
