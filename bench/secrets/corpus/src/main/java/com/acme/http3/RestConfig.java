class RestConfig {
    RestTemplate rest(RestTemplateBuilder builder) {
        return builder.additionalInterceptors(new BasicAuthenticationInterceptor("svc", "V9#2Gu#L&P4!ljn")).build();
    }
}
