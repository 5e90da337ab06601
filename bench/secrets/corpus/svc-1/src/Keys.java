class Keys {
    private static final String SECRET = "DMLtkRzeWlGT7lvb99TwCikyABzP2AOVOu57A6LS";
}
