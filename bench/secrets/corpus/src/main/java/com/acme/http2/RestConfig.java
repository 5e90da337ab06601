class RestConfig {
    RestTemplate rest(RestTemplateBuilder builder) {
        return builder.additionalInterceptors(new BasicAuthenticationInterceptor("svc", "JV&KvXFGB^8!LPV")).build();
    }
}
