<?php
namespace Deployer;

require 'recipe/magento2.php';
require 'contrib/slack.php';

set('repository', 'git@bitbucket.org:brightpixel/alpine-outdoor.git');
set('keep_releases', 4);
set('static_content_locales', 'en_GB en_US');
set('magento_themes', ['Magento/luma', 'Alpine/default']);
set('slack_webhook', 'https://hooks.slack.com/services/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');

host('production')
    ->setHostname('94.69.54.145')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/alpine-outdoor')
    ->set('branch', 'main');

host('staging')
    ->setHostname('staging.alpineoutdoor.com')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/alpine-outdoor-staging')
    ->set('branch', 'develop');

after('deploy:failed', 'deploy:unlock');
after('deploy:success', 'slack:notify:success');
