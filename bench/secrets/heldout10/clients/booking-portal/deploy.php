<?php
namespace Deployer;

require 'recipe/laravel.php';

set('application', 'Booking');
set('repository', 'git@github.com:brightpixel/booking-portal.git');
set('keep_releases', 5);
add('shared_files', ['.env']);
add('shared_dirs', ['storage']);

host('production')
    ->set('hostname', '178.215.225.249')
    ->set('remote_user', 'forge')
    ->set('deploy_path', '~/book.lakesidecabins.com');

task('db:backup', function () {
    run('mysqldump -u booking -p{{db_password}} booking_portal | gzip > ~/backups/{{release_name}}.sql.gz');
});
set('db_password', 'ViA3lvYExMFqixwg');

after('deploy:failed', 'deploy:unlock');
