package com.tidal.cache;

import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.util.Set;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DeserLookAheadResolveClass extends HttpServlet {

    static final class AllowListObjectInputStream extends ObjectInputStream {
        private static final Set<String> ALLOWED = Set.of(
                "java.util.HashMap", "java.lang.String", "java.lang.Integer", "java.lang.Number");

        AllowListObjectInputStream(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            if (!ALLOWED.contains(desc.getName())) {
                throw new InvalidClassException(desc.getName(), "class not allowed");
            }
            return super.resolveClass(desc);
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        try (AllowListObjectInputStream in = new AllowListObjectInputStream(req.getInputStream())) {
            Object counters = in.readObject();
            resp.getWriter().print(counters instanceof java.util.Map ? "ok" : "unexpected");
        } catch (ClassNotFoundException | InvalidClassException e) {
            resp.sendError(400);
        }
    }
}
