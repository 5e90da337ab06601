package com.tidal.prefs;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DeserPrefsCookieBase64 extends HttpServlet {

    public static class Prefs implements Serializable {
        private static final long serialVersionUID = 1L;
        String theme = "light";
        int pageSize = 20;
    }

    private Prefs readPrefs(HttpServletRequest req) throws IOException, ClassNotFoundException {
        if (req.getCookies() == null) {
            return new Prefs();
        }
        for (Cookie c : req.getCookies()) {
            if ("prefs".equals(c.getName())) {
                byte[] raw = Base64.getUrlDecoder().decode(c.getValue());
                try (ObjectInputStream ois = new ObjectInputStream(new ByteArrayInputStream(raw))) {
                    return (Prefs) ois.readObject();
                }
            }
        }
        return new Prefs();
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        try {
            Prefs p = readPrefs(req);
            resp.getWriter().print(p.theme + "/" + p.pageSize);
        } catch (ClassNotFoundException e) {
            resp.sendError(400);
        }
    }
}
