<?php
namespace Deployer;

require 'recipe/laravel.php';

set('application', 'Fleetwise');
set('repository', 'git@github.com:brightpixel/fleetwise.git');
set('keep_releases', 5);
add('shared_files', ['.env']);
add('shared_dirs', ['storage']);

host('production')
    ->set('hostname', '46.220.200.188')
    ->set('remote_user', 'forge')
    ->set('deploy_path', '~/fleetwise.io');

task('db:backup', function () {
    run('mysqldump -u fleetwise -p{{db_password}} fleetwise | gzip > ~/backups/{{release_name}}.sql.gz');
});
set('db_password', '2gXHz_MRFiLCV-6PyS');

after('deploy:failed', 'deploy:unlock');
