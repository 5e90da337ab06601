<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreBookingRequest;
use App\Jobs\GenerateInvoicePdf;
use App\Mail\BookingConfirmed;
use App\Models\Boat;
use App\Models\Booking;
use App\Repositories\BookingRepository;
use App\Services\PricingService;
use App\Services\TokenService;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Mail;

class BookingController extends Controller
{
    public function __construct(
        private BookingRepository $bookings,
        private PricingService $pricing,
        private TokenService $tokens,
    ) {
    }

    public function create(Request $request, Boat $boat)
    {
        return view('bookings.create', ['boat' => $boat, 'promo' => $request->query('promo')]);
    }

    public function store(StoreBookingRequest $request)
    {
        $data = $request->validated();
        $boat = Boat::findOrFail($data['boat_id']);
        $total = $this->pricing->quote($boat, (int) $data['days'], $data['promo'] ?? null);

        $booking = Booking::create([
            'boat_id' => $boat->id,
            'user_id' => $request->user()->id,
            'starts_at' => $data['starts_at'],
            'days' => $data['days'],
            'skipper' => $data['skipper'],
            'notes' => $data['notes'] ?? '',
            'total' => $total,
            'reference' => $this->tokens->bookingReference(),
        ]);

        GenerateInvoicePdf::dispatch($booking->id, $request->input('paper', 'a4'));
        Mail::to($request->user())->send(new BookingConfirmed($booking, $request->input('message')));

        if ($request->filled('return_url')) {
            return redirect($request->input('return_url'));
        }

        return redirect()->route('bookings.confirm', $booking);
    }

    public function confirm(Request $request, Booking $booking)
    {
        return view('bookings.confirm', [
            'booking' => $booking,
            'note' => $request->query('note'),
            'referrer' => $request->header('Referer'),
        ]);
    }

    public function lookup(Request $request)
    {
        $reference = $request->query('reference');
        $email = $request->query('email');

        $byReference = $this->bookings->findByReference($reference);
        $byEmail = $this->bookings->findForCustomer($email, $request->query('status', 'open'));
        $upcoming = $this->bookings->upcoming((int) $request->query('days', 7), $request->query('sort', 'starts_at'));

        return response()->json(['reference' => $byReference, 'email' => $byEmail, 'upcoming' => $upcoming]);
    }
}
