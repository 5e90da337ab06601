package com.vault.sync;

import java.io.IOException;
import java.util.Random;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandRetryJitterBackoff extends HttpServlet {

    private final Random jitter = new Random();

    private boolean pushToMirror() {
        return System.nanoTime() % 3 != 0;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        int attempt = 0;
        boolean ok = false;
        while (!ok && attempt < 4) {
            ok = pushToMirror();
            if (!ok) {
                long delay = (1L << attempt) * 100 + jitter.nextInt(50);
                try {
                    Thread.sleep(delay);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            attempt++;
        }
        resp.getWriter().print(ok ? "synced after " + attempt + " attempt(s)" : "mirror unavailable");
    }
}
