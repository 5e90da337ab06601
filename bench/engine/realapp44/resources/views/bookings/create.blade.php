@extends('layouts.app')

@section('content')
    <h1>Book {{ $boat->name }}</h1>
    <form method="POST" action="{{ route('bookings.store') }}">
        @csrf
        <input type="hidden" name="boat_id" value="{{ $boat->id }}">
        <input type="text" name="promo" value="{{ $promo }}">
        <input type="date" name="starts_at">
        <input type="number" name="days" min="1" max="21">
        <button type="submit">Reserve</button>
    </form>
    <p class="promo-applied">Promo: <?php echo $promo; ?></p>
@endsection
