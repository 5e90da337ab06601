<?php

namespace App\Controllers;

use App\Models\BookingModel;
use App\Models\PlotModel;
use CodeIgniter\Exceptions\PageNotFoundException;

class Plots extends BaseController
{
    public function index()
    {
        $model = new PlotModel();
        $sort  = $this->request->getGet('sort') ?? 'name';
        $dir   = $this->request->getGet('dir') ?? 'ASC';

        $plots = $this->request->getGet('export')
            ? $model->listSorted($sort, $dir)
            : $model->listAllowedSort($sort, $dir);

        return $this->render('plots/index', ['plots' => $plots, 'sort' => $sort, 'title' => 'All plots']);
    }

    public function search()
    {
        $q     = (string) $this->request->getGet('q');
        $site  = (string) ($this->request->getGet('site') ?? 'north');
        $model = new PlotModel();

        $results = $this->request->getGet('in') === 'notes'
            ? $model->searchNotes($q)
            : $model->search($q, $site);

        return $this->render('search/results', ['q' => $q, 'site' => $site, 'results' => $results, 'title' => 'Search']);
    }

    public function show($id)
    {
        $plot = (new PlotModel())->withHolder((int) $id);
        if ($plot === null) {
            throw PageNotFoundException::forPageNotFound();
        }

        return $this->render('plots/show', [
            'plot'    => $plot,
            'history' => (new BookingModel())->history($id),
            'tab'     => $this->request->getGet('tab') ?? 'details',
            'title'   => $plot['name'],
        ]);
    }

    public function byName($name)
    {
        $plot = (new PlotModel())->findByName(urldecode($name));
        if ($plot === null) {
            return '<h2>No plot called ' . $name . '</h2><p><a href="/plots">Back to the list of plots</a></p>';
        }

        return redirect()->to('/plots/' . $plot['id']);
    }

    public function book($id)
    {
        $season = (string) $this->request->getPost('season');
        (new BookingModel())->book((int) $id, $this->currentMemberId(), $season);

        return redirect()->back()->with('notice', 'Booked for the ' . $season . ' season.');
    }

    public function bookings()
    {
        $from = $this->request->getGet('from') ?? date('Y-01-01');
        $to   = $this->request->getGet('to') ?? date('Y-12-31');

        return $this->response->setJSON((new BookingModel())->between($from, $to));
    }

    public function free()
    {
        $site = (string) $this->request->getVar('site');

        return $this->response->setJSON((new PlotModel())->freeOnSite($site));
    }

    public function rent()
    {
        $site   = (string) $this->request->getPost('site');
        $amount = $this->request->getPost('amount');
        $model  = new PlotModel();

        if ($this->request->getPost('mode') === 'set') {
            $model->resetRent($site, (float) $amount);
        } else {
            $model->adjustRent($site, $amount);
        }

        return redirect()->to(site_url('plots'))->with('notice', 'Rent updated.');
    }
}
