<?php
namespace Deployer;

require 'recipe/laravel.php';

set('application', 'Tutorhub');
set('repository', 'git@github.com:brightpixel/tutorhub.git');
set('keep_releases', 5);
add('shared_files', ['.env']);
add('shared_dirs', ['storage']);

host('production')
    ->set('hostname', '51.76.132.220')
    ->set('remote_user', 'forge')
    ->set('deploy_path', '~/tutorhub.app');

task('db:backup', function () {
    run('mysqldump -u tutorhub -p{{db_password}} tutorhub | gzip > ~/backups/{{release_name}}.sql.gz');
});
set('db_password', getenv('DEPLOY_DB_PASSWORD'));

after('deploy:failed', 'deploy:unlock');
