<?php

namespace App\Controllers;

use App\Libraries\Preferences;
use App\Libraries\Tokens;
use App\Models\PlotModel;

class Home extends BaseController
{
    public function index()
    {
        $plots  = new PlotModel();
        $recent = (new Preferences())->recentPlots($this->request);
        $free   = $plots->where('status', 'free')->findAll(6);
        $ids    = array_column($free, 'id');

        return $this->render('plots/index', [
            'title'    => 'Welcome to Plotkeeper',
            'plots'    => $free,
            'recent'   => $recent === [] ? [] : $plots->find($recent),
            'featured' => $ids === [] ? null : (new Tokens())->featuredPlot($ids),
            'sort'     => 'name',
        ]);
    }
}
