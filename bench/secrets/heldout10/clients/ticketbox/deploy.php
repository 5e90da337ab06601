<?php
namespace Deployer;

require 'recipe/laravel.php';

set('application', 'Ticketbox');
set('repository', 'git@github.com:brightpixel/ticketbox.git');
set('keep_releases', 5);
add('shared_files', ['.env']);
add('shared_dirs', ['storage']);

host('production')
    ->set('hostname', '185.203.108.215')
    ->set('remote_user', 'forge')
    ->set('deploy_path', '~/ticketbox.events');

task('db:backup', function () {
    run('mysqldump -u ticketbox -p{{db_password}} ticketbox | gzip > ~/backups/{{release_name}}.sql.gz');
});
set('db_password', getenv('DEPLOY_DB_PASSWORD'));

after('deploy:failed', 'deploy:unlock');
