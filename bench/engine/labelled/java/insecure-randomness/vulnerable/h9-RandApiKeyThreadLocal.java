package com.vault.keys;

import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandApiKeyThreadLocal extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        long hi = ThreadLocalRandom.current().nextLong();
        long lo = ThreadLocalRandom.current().nextLong();
        String apiKey = "vk_" + Long.toHexString(hi) + Long.toHexString(lo);
        resp.setContentType("application/json");
        resp.getWriter().print("{\"apiKey\":\"" + apiKey + "\"}");
    }
}
