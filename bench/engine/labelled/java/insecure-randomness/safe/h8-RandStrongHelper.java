package org.bench.h8.rand;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandStrongHelper extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String sessionTag = new TagMaker().make();
        Cookie tag = new Cookie("device", sessionTag);
        tag.setSecure(true);
        tag.setHttpOnly(true);
        response.addCookie(tag);
        response.getWriter().println("device registered");
    }

    static class TagMaker {
        private final java.security.SecureRandom rnd = new java.security.SecureRandom();

        String make() {
            long v = rnd.nextLong();
            return Long.toHexString(v);
        }
    }
}
