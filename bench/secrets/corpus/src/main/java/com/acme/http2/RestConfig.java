class RestConfig {
    RestTemplate rest(RestTemplateBuilder builder) {
        return builder.additionalInterceptors(new BasicAuthenticationInterceptor("svc", "8JBZ@fpJd68!d2Q")).build();
    }
}
