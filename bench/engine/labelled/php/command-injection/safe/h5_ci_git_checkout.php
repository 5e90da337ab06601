<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Deploy extends CI_Controller
{
    public function switch_branch()
    {
        $branch = $this->input->post('branch');
        if (!in_array($branch, ['main', 'staging', 'release'], true)) {
            show_error('Unknown branch', 400);
            return;
        }
        exec("cd /srv/site && git fetch && git checkout $branch 2>&1", $output);
        $this->output->set_content_type('text/plain')->set_output(implode("\n", $output));
    }
}
