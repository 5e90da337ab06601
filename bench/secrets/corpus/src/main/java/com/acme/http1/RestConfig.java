class RestConfig {
    RestTemplate rest(RestTemplateBuilder builder) {
        return builder.additionalInterceptors(new BasicAuthenticationInterceptor("svc", "8C9J4e&gf22!C42")).build();
    }
}
